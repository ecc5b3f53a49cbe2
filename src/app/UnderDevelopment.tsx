import { NavBar } from '../ui/NavBar';
import { UnderDevelopmentNote } from '../ui/UnderDevelopmentNote';

/** What a screen of a feature that is not built yet shows (spec §8: "function under development"). */
export default function UnderDevelopment() {
  return (
    <div className="page">
      <NavBar />
      <UnderDevelopmentNote asTitle />
    </div>
  );
}
