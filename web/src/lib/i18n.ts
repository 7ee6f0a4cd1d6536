import { i18nDefaults, isLanguage, savedLanguage, saveLanguage, setDocumentLanguage, type Language } from '@rangkai/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import id from '../locales/id/translation.json';
import my from '../locales/my/translation.json';
import enCatalogue from '../locales/en/catalogue.json';
import idCatalogue from '../locales/id/catalogue.json';
import myCatalogue from '../locales/my/catalogue.json';
import enStock from '../locales/en/stock.json';
import idStock from '../locales/id/stock.json';
import myStock from '../locales/my/stock.json';
import enAgents from '../locales/en/agents.json';
import idAgents from '../locales/id/agents.json';
import myAgents from '../locales/my/agents.json';
import enVouchers from '../locales/en/vouchers.json';
import enShop from '../locales/en/shop.json';
import enOrders from '../locales/en/orders.json';
import idVouchers from '../locales/id/vouchers.json';
import idShop from '../locales/id/shop.json';
import idOrders from '../locales/id/orders.json';
import myVouchers from '../locales/my/vouchers.json';
import myShop from '../locales/my/shop.json';
import myOrders from '../locales/my/orders.json';
import enCommission from '../locales/en/commission.json';
import idCommission from '../locales/id/commission.json';
import myCommission from '../locales/my/commission.json';
import enRankings from '../locales/en/rankings.json';
import idRankings from '../locales/id/rankings.json';
import myRankings from '../locales/my/rankings.json';
import enReports from '../locales/en/reports.json';
import idReports from '../locales/id/reports.json';
import myReports from '../locales/my/reports.json';
import enSettlement from '../locales/en/settlement.json';
import idSettlement from '../locales/id/settlement.json';
import mySettlement from '../locales/my/settlement.json';
import enAnalytics from '../locales/en/analytics.json';
import idAnalytics from '../locales/id/analytics.json';
import myAnalytics from '../locales/my/analytics.json';
import enCampaigns from '../locales/en/campaigns.json';
import idCampaigns from '../locales/id/campaigns.json';
import myCampaigns from '../locales/my/campaigns.json';
import enFiles from '../locales/en/files.json';
import idFiles from '../locales/id/files.json';
import myFiles from '../locales/my/files.json';
import enRewards from '../locales/en/rewards.json';
import idRewards from '../locales/id/rewards.json';
import myRewards from '../locales/my/rewards.json';
import enBilling from '../locales/en/billing.json';
import idBilling from '../locales/id/billing.json';
import myBilling from '../locales/my/billing.json';
import enStores from '../locales/en/stores.json';
import idStores from '../locales/id/stores.json';
import myStores from '../locales/my/stores.json';
import enStorefront from '../locales/en/storefront.json';
import idStorefront from '../locales/id/storefront.json';
import myStorefront from '../locales/my/storefront.json';
import enIntegrations from '../locales/en/integrations.json';
import idIntegrations from '../locales/id/integrations.json';
import myIntegrations from '../locales/my/integrations.json';
import enTax from '../locales/en/tax.json';
import idTax from '../locales/id/tax.json';
import myTax from '../locales/my/tax.json';
import enEinvoice from '../locales/en/einvoice.json';
import idEinvoice from '../locales/id/einvoice.json';
import myEinvoice from '../locales/my/einvoice.json';
import enEjenpay from '../locales/en/ejenpay.json';
import idEjenpay from '../locales/id/ejenpay.json';
import myEjenpay from '../locales/my/ejenpay.json';
import { LANG_KEY } from './session';

export { LANGUAGES, isLanguage } from '@rangkai/shared';

void i18n.use(initReactI18next).init({
  ...i18nDefaults(),
  // Feature areas keep their texts in their own files, merged under their names (t('catalogue.…')).
  resources: {
    en: { translation: { ...en, catalogue: enCatalogue, stock: enStock, agents: enAgents, vouchers: enVouchers, shop: enShop, orders: enOrders, commission: enCommission, rankings: enRankings, reports: enReports, analytics: enAnalytics, settlement: enSettlement, campaigns: enCampaigns, rewards: enRewards, files: enFiles, billing: enBilling, stores: enStores, storefront: enStorefront, integrations: enIntegrations, tax: enTax, einvoice: enEinvoice, ejenpay: enEjenpay } },
    id: { translation: { ...id, catalogue: idCatalogue, stock: idStock, agents: idAgents, vouchers: idVouchers, shop: idShop, orders: idOrders, commission: idCommission, rankings: idRankings, reports: idReports, analytics: idAnalytics, settlement: idSettlement, campaigns: idCampaigns, rewards: idRewards, files: idFiles, billing: idBilling, stores: idStores, storefront: idStorefront, integrations: idIntegrations, tax: idTax, einvoice: idEinvoice, ejenpay: idEjenpay } },
    my: { translation: { ...my, catalogue: myCatalogue, stock: myStock, agents: myAgents, vouchers: myVouchers, shop: myShop, orders: myOrders, commission: myCommission, rankings: myRankings, reports: myReports, analytics: myAnalytics, settlement: mySettlement, campaigns: myCampaigns, rewards: myRewards, files: myFiles, billing: myBilling, stores: myStores, storefront: myStorefront, integrations: myIntegrations, tax: myTax, einvoice: myEinvoice, ejenpay: myEjenpay } },
  },
  lng: savedLanguage(LANG_KEY) ?? 'en',
  initAsync: false,
});

/** Switches the interface language (and remembers it on this device). */
export function setLanguage(lang: Language, remember = true): void {
  if (remember) saveLanguage(LANG_KEY, lang);
  setDocumentLanguage(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** The company's default language applies when this device has no choice of its own. */
export function applyDefaultLanguage(lang: Language | undefined): void {
  if (!savedLanguage(LANG_KEY) && isLanguage(lang)) setLanguage(lang, false);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export default i18n;

/** Field errors are either locale keys (client rules) or server text (422 data.errors): show either. */
export function errorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]+\.[A-Za-z0-9_.]+$/.test(message) && i18n.exists(message) ? i18n.t(message) : message;
}
