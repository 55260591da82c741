import { useEffect, useRef, useState } from "react"
import { landingAngle } from "../../domain/wheel"
import type { WheelSpin } from "../../domain/wheel-schema"

/** How long the turn takes (the CSS transition's), and with reduced motion; plus a margin. */
const TURN_MS = 4000
const REDUCED_MS = 300
const MARGIN_MS = 400

const reducedMotion = (): boolean =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

/**
 * The wheel's rotation: when the server's spin arrives, the disc turns from where it is to that
 * spin's segment (landingAngle), and `landed` names the spin once it has stopped (the transition's
 * end, or its duration passed if the browser sent no transitionend: a hidden tab).
 */
export const useWheelTurn = (spin: WheelSpin | null, count: number) => {
  const [rotation, setRotation] = useState(0)
  const [landed, setLanded] = useState<number | null>(null)
  const rotationRef = useRef(0)
  const targetRef = useRef<number | null>(null)
  const spinId = spin?.id ?? null
  const segmentIndex = spin?.segmentIndex ?? null

  useEffect(() => {
    if (spinId === null || segmentIndex === null || count === 0) return
    if (targetRef.current !== spinId) {
      targetRef.current = spinId
      rotationRef.current = landingAngle(rotationRef.current, segmentIndex, count)
      setRotation(rotationRef.current)
    }
    const timer = window.setTimeout(() => setLanded(spinId), (reducedMotion() ? REDUCED_MS : TURN_MS) + MARGIN_MS)
    return () => window.clearTimeout(timer)
  }, [spinId, segmentIndex, count])

  return {
    rotation,
    /** The spin is shown turning (the server answered, the disc has not stopped yet). */
    turning: spin !== null && landed !== spin.id,
    landed: spin !== null && landed === spin.id,
    onStopped: () => setLanded(targetRef.current)
  }
}
