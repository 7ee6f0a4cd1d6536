/** Which 422 field names (docs/api-catalogue.md) have an input of their own on the package and combo forms. */
const SHARED = /^(name|code|price|startDate|stopDate|firstOrder)$/;

export const isPackageInputField = (key: string) => SHARED.test(key) || /^items\.\d+\.(productId|variantId|quantity)$/.test(key);
export const isComboInputField = (key: string) => SHARED.test(key) || key === 'requiredQuantity';
