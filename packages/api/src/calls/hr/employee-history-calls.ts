import { one } from '../../answers/common';
import { employeeAnswer, employeeDetailsAnswer } from '../../answers/hr';
import { P } from '../../permissions';
import { addPromotionRequest, updateStatusRequest, voidEntryRequest } from '../../schemas/hr';
import { defineCall } from '../define-call';

const details = one('employee', employeeDetailsAnswer);

/**
 * What an employee's histories keep: status changes (in effect now or scheduled) and promotions,
 * and the voids of either recorded by mistake (kept, struck through). Whoever may record an entry
 * may void one. The promotion's body is the default installation's grade range; the server serves
 * its own (HR_GRADE_LEVEL_MIN/MAX).
 */
export const employeeHistoryCalls = {
  updateStatus: defineCall({
    path: '/employee/status/update',
    access: { anyOf: [P.UPDATE_EMPLOYEE_STATUS] },
    summary: 'Employee: change the status',
    reads: false,
    message: 'Updated successfully',
    body: updateStatusRequest,
    answer: one('employee', employeeAnswer),
  }),
  addPromotion: defineCall({
    path: '/employee/promotion/create',
    access: { anyOf: [P.ADD_PROMOTION] },
    summary: 'Employee: record a promotion',
    reads: false,
    message: 'Created successfully',
    body: addPromotionRequest,
    answer: details,
  }),
  voidPromotion: defineCall({
    path: '/employee/promotion/void',
    access: { anyOf: [P.ADD_PROMOTION] },
    summary: 'Employee: void a promotion recorded by mistake (kept in the history); level, designation and dates follow the rest',
    reads: false,
    message: 'Voided successfully',
    body: voidEntryRequest,
    answer: details,
  }),
  voidStatus: defineCall({
    path: '/employee/status/void',
    access: { anyOf: [P.UPDATE_EMPLOYEE_STATUS] },
    summary: 'Employee: void a status entry recorded by mistake (kept in the history); the status follows the rest',
    reads: false,
    message: 'Voided successfully',
    body: voidEntryRequest,
    answer: details,
  }),
};
