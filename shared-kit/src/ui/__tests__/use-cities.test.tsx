import { renderHook, waitFor } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { useCities } from '../account/use-cities';

describe('useCities', () => {
  it('loads one country’s cities, none without a country, and again when the country changes', async () => {
    const { requests } = mockHttp((request) => ({
      data: { cities: request.url === '/api/countries/11/cities' ? [{ id: 1, slug: 'Berlin', name: 'Berlin' }] : [] },
    }));
    const { result, rerender } = renderHook(({ id }) => useCities(id), { initialProps: { id: null as number | null } });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: [] }));
    expect(requests).toHaveLength(0);
    rerender({ id: 11 });
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: [{ id: 1, slug: 'Berlin', name: 'Berlin' }] }),
    );
    expect(requests.map((request) => request.url)).toEqual(['/api/countries/11/cities']);
  });
});
