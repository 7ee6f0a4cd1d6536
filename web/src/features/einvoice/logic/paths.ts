/** Where the e-invoicing screen lives, and the screen it sends HQ to. */

export const EINVOICING_PATH = '/e-invoicing';

/** Company setup's Company tab, where HQ fills in the company's TIN, ROC, MSIC code, address and state. */
export const COMPANY_SETUP_PATH = '/company?tab=company';
