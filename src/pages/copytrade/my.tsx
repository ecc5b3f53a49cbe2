// My copy trading under the spec's copytrade route (the same screen as follow/index).
import { MyCopyTrading } from './MyCopyTrading';

export default MyCopyTrading;
