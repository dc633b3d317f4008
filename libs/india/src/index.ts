export * from './states';
export { lookupPincode, pincodeCount, checkAddressPincode, type PincodeInfo, type AddressCheck } from './pincodes';
export * from './zones';
export { NATIONAL_HOLIDAYS, NATIONAL_HOLIDAY_DATES, isWorkingDay, addWorkingDays, istDate } from './calendar';
export * from './delivery';
