// The copy-trading agreement under the spec's en route: shown in the reader's language (Agreement.tsx).
import CopyAgreement from './Agreement';

export default CopyAgreement;
