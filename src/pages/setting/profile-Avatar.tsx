// The user's picture, or the first letter of the nickname while there is none (or it fails to load).
import { useState } from 'react';

export function Avatar({ src, name, size = 64 }: { src: string; name: string; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && broken !== src) {
    return <img className="avatar" src={src} alt="" style={style} onError={() => setBroken(src)} />;
  }
  return (
    <span className="avatar avatar-placeholder" style={style} aria-hidden="true">
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
