import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';

/** A QR code of `text`, drawn as an SVG data URL (the qrcode package loads only when one is shown). */
export function QrImage({ text, alt, size = 192 }: { text: string; alt: string; size?: number }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <p className="text-sm text-red-700">{t('agents.recruit.qrFailed')}</p>;
  if (!image || image.text !== text) {
    return (
      <span className="flex items-center justify-center text-primary" style={{ width: size, height: size }}>
        <Spinner />
      </span>
    );
  }
  return <img src={image.src} alt={alt} width={size} height={size} className="rounded-lg bg-white p-2 ring-1 ring-slate-200" data-testid="recruit-qr" />;
}
