// The wheel's contract rows as their own lazy chunk ("wheel-contract"), loaded with its first call.
export { wheelEndpoints } from "./endpoints"
