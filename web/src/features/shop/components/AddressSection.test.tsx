import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyContext, FALLBACK_COMPANY, useCompany } from '@/lib/company';
import type { Address } from '../api/types';
import { address, AGENT_USER_PATCH, HQ_USER, ok, renderAt, stubFetch, type Handler } from '../test-utils';
import { AddressSection } from './AddressSection';

/** The address book as the checkout shows it: the company's country is the new address's. */
function Book() {
  const { currency } = useCompany();
  return <AddressSection selectedId={null} onSelect={() => undefined} defaultCountry={currency === 'IDR' ? 'ID' : 'MY'} required />;
}

function renderBook(currency: 'IDR' | 'MYR') {
  return renderAt('/book', [
    {
      path: '/book',
      element: (
        <CompanyContext.Provider value={{ ...FALLBACK_COMPANY, currency }}>
          <Book />
        </CompanyContext.Provider>
      ),
    },
  ], { user: { ...HQ_USER, ...AGENT_USER_PATCH } });
}

const PROVINCES = [{ code: '11', name: 'Aceh' }, { code: '12', name: 'Sumatera Utara' }];
const REGENCIES: Record<string, { code: string; name: string }[]> = {
  '11': [{ code: '11.01', name: 'Kabupaten Aceh Selatan' }, { code: '11.02', name: 'Kabupaten Aceh Tenggara' }],
  '12': [{ code: '12.01', name: 'Kabupaten Nias' }],
};
const DISTRICTS: Record<string, { code: string; name: string }[]> = { '11.01': [{ code: '11.01.01', name: 'Bakongan' }, { code: '11.01.02', name: 'Kluet Utara' }] };
const VILLAGES: Record<string, { code: string; name: string }[]> = { '11.01.01': [{ code: '11.01.01.2001', name: 'Keude Bakongan' }] };

/** The Indonesian region lists and the saved addresses (a save adds or replaces one). */
function server(list: { current: Address[] }): Handler {
  return (m, url, body) => {
    const q = (k: string) => url.searchParams.get(k) ?? '';
    if (url.pathname === '/api/sales/customer' && m === 'GET') return ok(list.current);
    if (url.pathname === '/api/sales/customer/store' && m === 'POST') {
      const b = body as Partial<Address>;
      const saved = address({ ...b, id: b.id ?? 9, primary: true, district: b.districtCode ? 'Bakongan' : null, village: b.villageCode ? 'Keude Bakongan' : null });
      list.current = [saved, ...list.current.filter((a) => a.id !== saved.id)];
      return ok(list.current);
    }
    if (url.pathname === '/api/attribute/province') return ok(PROVINCES);
    if (url.pathname === '/api/attribute/city') return ok(REGENCIES[q('provinceId')] ?? []);
    if (url.pathname === '/api/attribute/districts') return ok(DISTRICTS[q('cityId')] ?? []);
    if (url.pathname === '/api/attribute/village') return ok(VILLAGES[q('districtId')] ?? []);
    if (url.pathname === '/api/attribute/state') return ok([{ code: '10', name: 'Selangor' }, { code: '14', name: 'W.P. Kuala Lumpur' }]);
    return undefined;
  };
}

const INDONESIAN = address({
  id: 4, firstName: 'Budi', lastName: null, addrTitle: null, address1: 'Jl. Merdeka 1', postCode: '23773', city: 'Kabupaten Aceh Selatan', state: '11', country: 'ID', phoneCode: '+62',
  phone: '81234567', regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001', district: 'Bakongan', village: 'Keude Bakongan',
});

const pick = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, testId: string, option: string) => {
  await waitFor(() => expect(within(form).getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(within(form).getByTestId(testId), option);
};

describe('delivery addresses of an Indonesian company', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('chooses province → regency → district → village, clears the levels below a changed one, and sends the codes with the regency as the city', async () => {
    const list = { current: [] as Address[] };
    const calls = stubFetch(server(list));
    renderBook('IDR');
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('address-add'));
    const form = await screen.findByTestId('address-form');
    expect(within(form).getByTestId('address-country')).toHaveValue('ID');
    expect(within(form).queryByTestId('address-city')).not.toBeInTheDocument();
    expect(within(form).getByTestId('address-regencyCode')).toBeDisabled();
    expect(within(form).getByTestId('address-districtCode')).toBeDisabled();
    expect(within(form).getByTestId('address-villageCode')).toBeDisabled();

    // Nothing chosen: each level says what is missing.
    await user.click(within(form).getByTestId('address-save'));
    expect(await within(form).findByText('Choose the province.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the regency or city.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the district (kecamatan).')).toBeInTheDocument();
    expect(within(form).getByText('Choose the village (desa/kelurahan).')).toBeInTheDocument();

    // The province loads its regencies, the regency its districts, the district its villages.
    await pick(user, form, 'address-state', 'Aceh');
    await pick(user, form, 'address-regencyCode', 'Kabupaten Aceh Selatan');
    expect(calls.some((c) => c.url.pathname === '/api/attribute/city' && c.url.searchParams.get('provinceId') === '11')).toBe(true);
    await pick(user, form, 'address-districtCode', 'Bakongan');
    await pick(user, form, 'address-villageCode', 'Keude Bakongan');
    expect(within(form).getByTestId('address-villageCode')).toHaveValue('11.01.01.2001');

    // Another province: its regencies, and the regency, district and village cleared.
    await pick(user, form, 'address-state', 'Sumatera Utara');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Kabupaten Nias' })).toBeInTheDocument());
    expect(within(form).getByTestId('address-regencyCode')).toHaveValue('');
    expect(within(form).getByTestId('address-districtCode')).toHaveValue('');
    expect(within(form).getByTestId('address-districtCode')).toBeDisabled();
    expect(within(form).getByTestId('address-villageCode')).toHaveValue('');
    expect(within(form).getByTestId('address-villageCode')).toBeDisabled();
    expect(within(form).queryByRole('option', { name: 'Kabupaten Aceh Selatan' })).not.toBeInTheDocument();

    await pick(user, form, 'address-state', 'Aceh');
    await pick(user, form, 'address-regencyCode', 'Kabupaten Aceh Selatan');
    await pick(user, form, 'address-districtCode', 'Bakongan');
    await pick(user, form, 'address-villageCode', 'Keude Bakongan');
    await user.type(within(form).getByTestId('address-firstName'), 'Budi');
    await user.type(within(form).getByTestId('address-address1'), 'Jl. Merdeka 1');
    await user.type(within(form).getByTestId('address-postCode'), '23773');
    await user.type(within(form).getByTestId('address-phone'), '812 3456 7');
    await user.click(within(form).getByTestId('address-save'));

    await waitFor(() => expect(screen.queryByTestId('address-form')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/sales/customer/store')?.body).toEqual({
      firstName: 'Budi', lastName: null, addrTitle: null, email: null, address1: 'Jl. Merdeka 1', address2: null, postCode: '23773',
      city: 'Kabupaten Aceh Selatan', state: '11', country: 'ID', phoneCode: '+62', phone: '81234567',
      regencyCode: '11.01', districtCode: '11.01.01', villageCode: '11.01.01.2001',
    });
    expect(await screen.findByTestId('address-place')).toHaveTextContent('Keude Bakongan, Bakongan, Kabupaten Aceh Selatan, Aceh 23773');
  });

  it('shows a saved address with its village and district, and edits it with its region chosen', async () => {
    const list = { current: [INDONESIAN] };
    const calls = stubFetch(server(list));
    renderBook('IDR');
    const user = userEvent.setup();

    await waitFor(() => expect(screen.getByTestId('address-place')).toHaveTextContent('Keude Bakongan, Bakongan, Kabupaten Aceh Selatan, Aceh 23773'));

    await user.click(screen.getByTestId('address-edit'));
    const form = await screen.findByTestId('address-form');
    await waitFor(() => expect(within(form).getByTestId('address-villageCode')).toHaveValue('11.01.01.2001'));
    expect(within(form).getByTestId('address-state')).toHaveValue('11');
    expect(within(form).getByTestId('address-regencyCode')).toHaveValue('11.01');
    expect(within(form).getByTestId('address-districtCode')).toHaveValue('11.01.01');

    // A district changed: the village must be chosen again.
    await user.selectOptions(within(form).getByTestId('address-districtCode'), 'Kluet Utara');
    expect(within(form).getByTestId('address-villageCode')).toHaveValue('');
    await user.click(within(form).getByTestId('address-save'));
    expect(await within(form).findByText('Choose the village (desa/kelurahan).')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/sales/customer/store')).toBe(false);
  });

  it("keeps a Malaysian company's form: the state and a typed city, no region lists", async () => {
    const list = { current: [address()] };
    const calls = stubFetch(server(list));
    renderBook('MYR');
    const user = userEvent.setup();

    expect(await screen.findByTestId('address-place')).toHaveTextContent('50000 Kuala Lumpur');
    await user.click(screen.getByTestId('address-add'));
    const form = await screen.findByTestId('address-form');
    expect(within(form).getByTestId('address-country')).toHaveValue('MY');
    expect(within(form).getByTestId('address-city')).toBeInTheDocument();
    expect(within(form).queryByTestId('address-regencyCode')).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Selangor' })).toBeInTheDocument());
    expect(calls.some((c) => c.url.pathname.startsWith('/api/attribute/province'))).toBe(false);
  });
});
