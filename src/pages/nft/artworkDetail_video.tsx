// A video artwork (spec §2 nft/artworkDetail_video `?id=`): see ./Detail.tsx.
import { ArtworkDetailScreen } from './Detail';

export default function ArtworkDetailVideo() {
  return <ArtworkDetailScreen video />;
}
