import { Icon } from '@/components/Icon';
import type { Campaign } from '../api/types';

/**
 * A campaign's banner at 2:1 (800×400 recommended): the thumbnail on cards, the full image on the
 * details; without one, a soft panel with a gift. Decorative: the title beside it names the campaign.
 */
export function Banner({ campaign: c, full = false, dim = false }: { campaign: Pick<Campaign, 'imageUrl' | 'thumbUrl'>; full?: boolean; dim?: boolean }) {
  const src = full ? (c.imageUrl ?? c.thumbUrl) : (c.thumbUrl ?? c.imageUrl);
  return (
    <div className={`relative aspect-[2/1] w-full overflow-hidden bg-gradient-to-br from-primary/20 via-primary/10 to-amber-100 ${dim ? 'grayscale' : ''}`} data-testid="campaign-banner">
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" data-testid="campaign-banner-image" />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-primary/70">
          <Icon name="gift" className="h-12 w-12" />
        </div>
      )}
    </div>
  );
}
