/** The investment history pages hold 20 transactions. */
export const EARN_HISTORY_PAGE = 20;
