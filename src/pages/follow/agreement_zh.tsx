// The copy-trading agreement under the spec's zh route: shown in the reader's language (Agreement.tsx).
import CopyAgreement from './Agreement';

export default CopyAgreement;
