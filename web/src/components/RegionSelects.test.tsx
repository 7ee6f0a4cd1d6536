import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrFetcher } from '@/lib/api';
import { ok, refused, stubFetch } from '@/test-utils';
import { RegionSelects, type RegionTexts } from './RegionSelects';

type Values = { state: string; regencyCode: string; districtCode: string; villageCode: string; city: string };

function Form({ texts, onProvinceChange, errors = {} }: { texts?: RegionTexts; onProvinceChange?: () => void; errors?: Partial<Record<'state' | 'villageCode', string>> }) {
  const { register, setValue, control } = useForm<Values>({ defaultValues: { state: '', regencyCode: '', districtCode: '', villageCode: '', city: '' } });
  const [state, regencyCode, districtCode, villageCode, city] = useWatch({ control, name: ['state', 'regencyCode', 'districtCode', 'villageCode', 'city'] });
  return (
    <SWRConfig value={{ provider: () => new Map(), fetcher: swrFetcher, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <RegionSelects
        values={{ state, regencyCode, districtCode, villageCode }}
        register={(f) => register(f)}
        setField={(f, value) => setValue(f, value)}
        errors={errors}
        testId={(f) => `at-${f}`}
        onProvinceChange={onProvinceChange}
        texts={texts}
      />
      <output data-testid="city">{city}</output>
    </SWRConfig>
  );
}

const lists = (failVillages = false) =>
  stubFetch((_m, url) => {
    const q = (k: string) => url.searchParams.get(k);
    if (url.pathname === '/api/attribute/province') return ok([{ code: '11', name: 'Aceh' }, { code: '12', name: 'Sumatera Utara' }]);
    if (url.pathname === '/api/attribute/city') return ok(q('provinceId') === '11' ? [{ code: '11.01', name: 'Kabupaten Aceh Selatan' }] : [{ code: '12.01', name: 'Kabupaten Nias' }]);
    if (url.pathname === '/api/attribute/districts') return ok([{ code: '11.01.01', name: 'Bakongan' }]);
    if (url.pathname === '/api/attribute/village') return failVillages ? refused(500, 'Down') : ok([{ code: '11.01.01.2001', name: 'Keude Bakongan' }]);
    return undefined;
  });

describe('RegionSelects', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads each level from the one above, names the city after the regency and clears the levels below a change', async () => {
    lists();
    const provinceChanged = vi.fn();
    render(<Form onProvinceChange={provinceChanged} errors={{ villageCode: 'Choose the village.' }} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Province')).toBeInTheDocument();
    expect(screen.getByTestId('at-regencyCode')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('at-state')).toBeEnabled());
    await user.selectOptions(screen.getByTestId('at-state'), 'Aceh');
    expect(provinceChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('at-regencyCode')).toBeEnabled());
    await user.selectOptions(screen.getByTestId('at-regencyCode'), 'Kabupaten Aceh Selatan');
    expect(screen.getByTestId('city')).toHaveTextContent('Kabupaten Aceh Selatan');
    await waitFor(() => expect(screen.getByTestId('at-districtCode')).toBeEnabled());
    await user.selectOptions(screen.getByTestId('at-districtCode'), 'Bakongan');
    await waitFor(() => expect(screen.getByTestId('at-villageCode')).toBeEnabled());
    expect(screen.getByText('Choose the village.')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('at-state'), 'Sumatera Utara');
    expect(screen.getByTestId('at-regencyCode')).toHaveValue('');
    expect(screen.getByTestId('at-districtCode')).toHaveValue('');
    expect(screen.getByTestId('at-districtCode')).toBeDisabled();
    expect(screen.getByTestId('city')).toHaveTextContent('');
    expect(provinceChanged).toHaveBeenCalledTimes(2);
  });

  it('speaks in the words it is given, and says when a list could not be loaded', async () => {
    lists(true);
    const texts: RegionTexts = {
      label: { state: 'Your province', regencyCode: 'Your regency', districtCode: 'Your district', villageCode: 'Your village' },
      choose: { state: 'Pick a province', regencyCode: 'Pick a regency', districtCode: 'Pick a district', villageCode: 'Pick a village' },
      loading: 'Wait…',
      loadFailed: 'No list.',
    };
    render(<Form texts={texts} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Your province')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('at-state')).toBeEnabled());
    expect(screen.getByRole('option', { name: 'Pick a province' })).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('at-state'), 'Aceh');
    await waitFor(() => expect(screen.getByTestId('at-regencyCode')).toBeEnabled());
    await user.selectOptions(screen.getByTestId('at-regencyCode'), 'Kabupaten Aceh Selatan');
    await waitFor(() => expect(screen.getByTestId('at-districtCode')).toBeEnabled());
    await user.selectOptions(screen.getByTestId('at-districtCode'), 'Bakongan');
    expect(await screen.findByText('No list.')).toBeInTheDocument();
    expect(screen.getByTestId('at-villageCode')).toBeEnabled();
  });
});
