import { flattenLocale, placeholdersOf } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import enBase from './en/translation.json';
import idBase from './id/translation.json';
import myBase from './my/translation.json';
import enCatalogue from './en/catalogue.json';
import idCatalogue from './id/catalogue.json';
import myCatalogue from './my/catalogue.json';
import enStock from './en/stock.json';
import idStock from './id/stock.json';
import myStock from './my/stock.json';
import enAgents from './en/agents.json';
import idAgents from './id/agents.json';
import myAgents from './my/agents.json';
import enVouchers from './en/vouchers.json';
import idVouchers from './id/vouchers.json';
import myVouchers from './my/vouchers.json';
import enCommission from './en/commission.json';
import idCommission from './id/commission.json';
import myCommission from './my/commission.json';
import enRankings from './en/rankings.json';
import idRankings from './id/rankings.json';
import myRankings from './my/rankings.json';
import enReports from './en/reports.json';
import idReports from './id/reports.json';
import myReports from './my/reports.json';
import enAnalytics from './en/analytics.json';
import idAnalytics from './id/analytics.json';
import myAnalytics from './my/analytics.json';
import enCampaigns from './en/campaigns.json';
import idCampaigns from './id/campaigns.json';
import myCampaigns from './my/campaigns.json';

const en = { ...enBase, catalogue: enCatalogue, stock: enStock, agents: enAgents, vouchers: enVouchers, commission: enCommission, rankings: enRankings, reports: enReports, analytics: enAnalytics, campaigns: enCampaigns };
const id = { ...idBase, catalogue: idCatalogue, stock: idStock, agents: idAgents, vouchers: idVouchers, commission: idCommission, rankings: idRankings, reports: idReports, analytics: idAnalytics, campaigns: idCampaigns };
const my = { ...myBase, catalogue: myCatalogue, stock: myStock, agents: myAgents, vouchers: myVouchers, commission: myCommission, rankings: myRankings, reports: myReports, analytics: myAnalytics, campaigns: myCampaigns };

describe('locales', () => {
  const enTexts = flattenLocale(en);
  const enKeys = Object.keys(enTexts).sort();
  it.each([
    ['id', id],
    ['my', my],
  ])('%s has exactly the English keys, all non-empty, with the same placeholders', (_lang, dict) => {
    const texts = flattenLocale(dict);
    expect(Object.keys(texts).sort()).toEqual(enKeys);
    for (const k of enKeys) {
      expect(String(texts[k]).trim(), k).not.toBe('');
      expect(placeholdersOf(texts[k]), k).toBe(placeholdersOf(enTexts[k]));
    }
  });
  it('keeps the spec §8 English texts word for word', () => {
    expect(en.errors.tooManyTitle).toBe('Opss, too many requests!');
    expect(en.errors.tooManyMessage).toBe('Please try again in 5 minutes.');
    expect(en.errors.sessionTitle).toBe('Opss, your session have expired!');
    expect(en.errors.sessionMessage).toBe('You will be redirected to login page.');
    expect(en.errors.generic).toBe("We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.");
    expect(en.errors.noResponse).toBe('No response from server');
    expect(en.system.notFoundTitle).toBe('404 Page Not Found');
    expect(en.offline.banner).toBe('You are offline');
    expect(en.system.serverErrorTitle).toBe('Something went wrong');
    expect(en.agents.tree.noDownline).toBe('No downline detected!');
    expect(en.agents.promote.suspendFailed).toBe('An error occurred.');
    expect(en.agents.record.notFound).toBe('Data not found');
    expect(en.agents.list.empty).toBe('No Data Found!');
    expect(en.vouchers.notFound).toBe('Voucher not found');
    expect(en.system.expiredAgent).toBe('This account is temporarily unavailable. Please contact HQ.');
  });
});
