export { FormBanner, type FormBannerProps } from './Banner';
export {
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  useErrorText,
} from './FormFields';
export {
  FormBody,
  type FormBodyProps,
  FormModal,
  type FormModalProps,
  type ModalOpenProps,
  ModalShell,
  type ModalShellProps,
} from './FormModal';
export { type FormIssue, formErrorMap, issueMessage } from './formMessages';
export {
  codeMessage,
  type MappedFailure,
  mapSubmitFailure,
  type ServerErrorOptions,
  type SubmitFailure,
  toSubmitFailure,
} from './serverErrors';
export {
  type FormSchema,
  type FormSchemaLoader,
  type FormStatus,
  type ModalFormApi,
  type UseModalFormOptions,
  useModalForm,
} from './useModalForm';
