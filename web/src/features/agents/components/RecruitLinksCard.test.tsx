import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderAt, stubFetch, AGENT_USER } from '../test-utils';
import { RecruitLinksCard } from './RecruitLinksCard';

const links = [
  { tierId: 2, tierName: 'Gold', path: '/new-registration/lim/Lim%20Wei%20Ming/Platinum/7/Gold/2/1', url: 'http://demo.localhost:8080/new-registration/lim/Lim%20Wei%20Ming/Platinum/7/Gold/2/1' },
  { tierId: 3, tierName: 'Silver', path: '/new-registration/lim/Lim%20Wei%20Ming/Platinum/7/Silver/3/1', url: '' },
];
const routes = [{ path: '/', element: <RecruitLinksCard /> }];

describe('recruit links card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists a link per tier and copies it', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/recruit-links' ? ok(links) : undefined));
    const user = userEvent.setup(); // before the stub: user-event brings a clipboard of its own
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/', routes, { user: AGENT_USER });
    const texts = await screen.findAllByTestId('recruit-link');
    expect(texts[0]).toHaveTextContent(links[0].url);
    expect(texts[1]).toHaveTextContent(`${window.location.origin}${links[1].path}`);
    await user.click(screen.getAllByTestId('recruit-copy')[0]);
    expect(writeText).toHaveBeenCalledWith(links[0].url);
    expect(screen.getAllByTestId('recruit-copy-status')[0]).toHaveTextContent('Link copied.');
  });

  it('falls back to a message when the clipboard is not there', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/recruit-links' ? ok(links.slice(0, 1)) : undefined));
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderAt('/', routes, { user: AGENT_USER });
    await user.click(await screen.findByTestId('recruit-copy'));
    expect(screen.getByTestId('recruit-copy-status')).toHaveTextContent('Could not copy automatically');
  });

  it('shows and hides the QR code of the full link', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/recruit-links' ? ok(links.slice(0, 1)) : undefined));
    renderAt('/', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Show QR code' });
    await user.click(toggle);
    const img = await screen.findByRole('img', { name: 'QR code of the Gold registration link' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByTestId('recruit-qr')).toBeNull();
  });

  it('says so when there is no tier to recruit into', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/recruit-links' ? ok([]) : undefined));
    renderAt('/', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('recruit-none')).toBeInTheDocument();
    expect(within(screen.getByTestId('recruit-card')).queryByTestId('recruit-copy')).toBeNull();
  });
});
