import { lineProfileUrl } from "../../domain/contact"
import { selectLineIds } from "../../events/site/selectors"
import { type PickCommand, useAppSelector, useBrand, useCommand } from "../../runtime/react/app-context"
import { SupportButton } from "../../ui/shell/support-button"

const toggleChat: PickCommand<void> = (commands) => commands.toggleChatWidget

/**
 * The one support button (#29), loaded after the first paint (it is fixed: arriving later moves
 * nothing). A guest's opens the LINE (LAYOUT-25); a player's the live chat when the brand has one
 * (CHAT-01, CHAT-02), else the LINE too. Nothing while there is neither.
 */
const SupportButtonHost = ({ player }: { readonly player: boolean }) => {
  const brand = useBrand()
  const lineIds = useAppSelector(selectLineIds)
  const run = useCommand()
  const placement = player ? "player" : "public"
  if (player && brand.chatPropertyId !== null)
    return <SupportButton kind="chat" onOpen={() => void run(toggleChat)} placement={placement} />
  if (lineIds === null || lineIds.main.length === 0) return null
  return <SupportButton kind="line" href={lineProfileUrl(lineIds.main)} placement={placement} />
}

export default SupportButtonHost
