import { useEffect } from "react"
import { type PickCommand, useCommand } from "../../runtime/react/app-context"
import { useAnnounceCashOut } from "./announce-cash-out"

type ReturnOutcome = "none" | "done" | "busy" | "refused" | "unsure"

const returnFromGame: PickCommand<ReturnOutcome> = (commands) => commands.returnFromGame
const restoreCategory: PickCommand<void> = (commands) => commands.restoreGameCategory

/**
 * Mounted with the player area: restores the category last played or chosen (#29), and back from
 * a game, by its 'กลับสู่ล็อบบี้' link or by Back, brings the credit back into the balance, once per
 * return (the command takes the tab's mark as it reads it). The return runs when the player area
 * starts, and when the browser shows a page it kept in memory instead of loading it again.
 */
export const GameReturnHost = () => {
  const run = useCommand()
  const announce = useAnnounceCashOut()
  // The category 'เกมทั้งหมด' opens: the one last played or chosen on this device (#29).
  useEffect(() => void run(restoreCategory), [run])
  useEffect(() => {
    const check = () => void run(returnFromGame).then(announce)
    check()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) check()
    }
    window.addEventListener("pageshow", onPageShow)
    return () => window.removeEventListener("pageshow", onPageShow)
  }, [run, announce])
  return null
}
