import { useEffect, useRef, useState } from "react"
import { landingAngle } from "../../domain/wheel"
import type { WheelSpin } from "../../domain/wheel-schema"
import { useReducedMotion } from "../../ui/use-reduced-motion"
import { REDUCED_TURN_MS, TURN_MS } from "../../ui/wheel/wheel-disc"

/** Past the turn's own duration, the disc is taken as stopped (no transitionend: a hidden tab). */
const MARGIN_MS = 400

/**
 * The wheel's rotation: when the server's spin arrives, the disc turns from where it is to that
 * spin's segment (landingAngle), and `landed` names the spin once it has stopped (the transition's
 * end, or its duration passed if the browser sent no transitionend: a hidden tab).
 */
export const useWheelTurn = (spin: WheelSpin | null, count: number) => {
  const [rotation, setRotation] = useState(0)
  const [landed, setLanded] = useState<number | null>(null)
  const rotationRef = useRef(0)
  const reduced = useReducedMotion()
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
    const timer = window.setTimeout(() => setLanded(spinId), (reduced ? REDUCED_TURN_MS : TURN_MS) + MARGIN_MS)
    return () => window.clearTimeout(timer)
  }, [spinId, segmentIndex, count, reduced])

  return {
    rotation,
    /** The spin is shown turning (the server answered, the disc has not stopped yet). */
    turning: spin !== null && landed !== spin.id,
    landed: spin !== null && landed === spin.id,
    onStopped: () => setLanded(targetRef.current)
  }
}
