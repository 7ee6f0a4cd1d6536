/** Where the CP58 screens live, and the other screens they open. */

export const HQ_CP58_PATH = '/hqCP58';
export const CP58_PATH = '/cp58';

/** An agent's record on the HQ side: the agents feature's details screen (/agent-details?id=), by agent id. */
export const agentRecordPath = (agentId: number) => `/agent-details?id=${agentId}`;

/** Company setup's Features tab, where HQ switches the CP58 feature (`cp58Feature`) on. */
export const SETUP_FEATURES_PATH = '/company?tab=features';
