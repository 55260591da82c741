/**
 * `work`'s outcome, or `onTimeout`'s when `work` has not settled within `ms` (its late outcome is
 * then ignored). `onTimeout` may throw to reject instead. The bench and soak scripts give up on a
 * hung browser call with it: Lighthouse counts the run as missing, the soak reports the step.
 */
export const timeLimit = <A, B>(work: Promise<A>, ms: number, onTimeout: () => B): Promise<A | B> =>
  new Promise<A | B>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        resolve(onTimeout())
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }, ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    )
  })
