// A module of its own: the snapshot's decoder (in the code every page starts with) checks a kept
// wheel segment's colour with it, without bringing the wheel's rules (domain/wheel.ts) along.

/** A wheel segment's colour as the wheel's answer gives it ("#ffca00"). */
export const SEGMENT_COLOUR = /^#[0-9a-fA-F]{6}$/
