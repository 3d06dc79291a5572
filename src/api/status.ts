/** 401 and 403: the server refuses who is asking. Such a load opens a popup, not a message. */
export const isAuthFailure = (status: number | null) => status === 401 || status === 403;
