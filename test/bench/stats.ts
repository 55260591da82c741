// Small helpers for the benchmark's figures.

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  if (sorted.length % 2 === 1) return upper
  const lower = sorted[middle - 1] ?? Number.NaN
  return (lower + upper) / 2
}

export const formatCount = (value: number): string => Math.round(value).toLocaleString("en-US")

export const formatRatio = (ours: number, theirs: number): string =>
  theirs === 0 ? (ours === 0 ? "1.00x" : "∞") : `${(ours / theirs).toFixed(2)}x`

export const formatMegabytes = (bytes: number): string =>
  Math.abs(bytes) < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Pads a table's cells to equal widths; the first column left-aligned, the others right-aligned. */
export const table = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths: Array<number> = []
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)))
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
        .join("  ")
    )
    .join("\n")
}
