import { MAINTENANCE_STATUS } from "./constants"
import type { OperationSetting } from "./settings-schema"

export type { GlobalSetting, OperationSetting, UserSetting } from "./settings-schema"

export const isMaintenance = (operation: OperationSetting): boolean => operation.websiteStatus === MAINTENANCE_STATUS
