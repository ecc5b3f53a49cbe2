// An image, GIF or audio artwork (spec §2 nft/artworkDetail `?id=`): see ./Detail.tsx.
import { ArtworkDetailScreen } from './Detail';

export default function ArtworkDetail() {
  return <ArtworkDetailScreen video={false} />;
}
