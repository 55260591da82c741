// The flip card's contract rows as their own lazy chunk ("flip-card-contract"), loaded with its first call.
export { flipCardEndpoints } from "./endpoints"
