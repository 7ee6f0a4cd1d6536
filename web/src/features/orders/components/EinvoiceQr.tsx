import { useEffect, useState } from 'react';

/**
 * A QR code of an e-invoice's validation link on the printed invoice, drawn as an SVG data URL (sharp at
 * any print resolution). The qrcode package is loaded with a dynamic import in the effect, so it is
 * fetched with the print pages only. Until it is drawn (or if it cannot be) the box keeps its place.
 */
export function EinvoiceQr({ link, alt, size = 96 }: { link: string; alt: string; size?: number }) {
  const [image, setImage] = useState<{ link: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(link, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setImage({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);

  if (!image || image.link !== link) return <span aria-hidden="true" className="block shrink-0" style={{ width: size, height: size }} data-testid="einvoice-qr-pending" />;
  return <img src={image.src} alt={alt} width={size} height={size} className="block shrink-0" data-testid="einvoice-qr" />;
}
