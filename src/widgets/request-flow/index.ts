export { createRequestFlow, type RequestFlowConfig, type RequestFlowModel, type RequestFlowStep } from './model/create-request-flow';
export { createRequestFlowMutation, requestFormData, RequestReceiptContract, type RequestSubmission, type RequestReceipt, type RequestFlowMutation } from './api/send-request';
export { RequestFlowScreen } from './ui/request-flow-screen';
export { requestFlowTexts } from './config/texts';
export { RequestReceiptDialog, type RequestReceiptContent } from './ui/request-receipt-dialog';
