// My copy trading under the spec's follow route (the same screen as copytrade/my).
import { MyCopyTrading } from '../copytrade/MyCopyTrading';

export default MyCopyTrading;
