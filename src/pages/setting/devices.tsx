// SCREEN-NOT-WRITTEN-YET: replaced by the screen itself before this lands.
export { default } from '../../app/UnderDevelopment';
