// Every command a screen may run, in one module: the screens name them through a CommandRunner
// (runtime/react/command-runner.ts), so the Effect runtime and these commands load after the first paint.
export { loadStartData } from "./bootstrap"
export { checkIn, dismissCheckIn, loadCheckIn } from "./check-in"
export { refreshCredit } from "./credit"
export { showChatWidget, watchConnectivity, watchOnlineCount } from "./live-feeds"
export { login, logout } from "./session"
