// Where the shell snapshot lives in localStorage (#16); both its reader at first paint and the
// runtime's store use it.
export const SHELL_SNAPSHOT_KEY = "shell.snapshot"
