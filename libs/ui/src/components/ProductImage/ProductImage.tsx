import { useState } from 'react';
import { StyledProductImage } from './ProductImage.styles';

export interface ProductImageProps {
  /** Product name: the image's alternative text. */
  name: string;
  /** Full image URL (the page builds it from the storage path); the placeholder shows without one. */
  src?: string | null | undefined;
  /** Width and height in px. */
  size?: number;
  /** Hidden from assistive technology when the name is written next to it. */
  decorative?: boolean;
}

/** A product photo, or a leaf placeholder when there is none or it fails to load. */
export function ProductImage({ name, src, size = 48, decorative = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  return (
    <StyledProductImage $size={size} data-placeholder={showPhoto ? undefined : 'true'}>
      {showPhoto ? (
        <img
          src={src ?? undefined}
          alt={decorative ? '' : name}
          loading="lazy"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <svg
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name} (no image)` })}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 22c4-3 7-7 7-12a7 7 0 0 0-14 0c0 5 3 9 7 12Z" />
          <path d="M12 22V10" />
        </svg>
      )}
    </StyledProductImage>
  );
}
