// The phone area code the forms use (spec: 86 by default); the area picker changes it.
import { proxy } from 'valtio';

export const area = proxy({ code: '86', iso: 'CN' });
