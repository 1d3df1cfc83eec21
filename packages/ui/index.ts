/**
 * KERN UX building blocks as React components. The site renders them at build time (Astro), the
 * service on request (react-dom/server): one set of components and texts for static and
 * dynamic pages. Interactive fields (forms/) take value and onChange; the service renders its
 * forms with plain name/defaultValue through the same frame components.
 */
export { Alert, type AlertType } from './Alert.tsx';
export { Badge, type BadgeVariant } from './Badge.tsx';
export { Button, type ButtonVariant } from './Button.tsx';
export { Icon, TextThenIcon, type IconName } from './Icon.tsx';
export { Pager, type PagerLink } from './Pager.tsx';
export { Paragraphs } from './Paragraphs.tsx';
export { REPORT_SECTIONS, ReportDocument, type ReportDocumentProps } from './ReportDocument.tsx';
export { EMPTY_REVIEW_FORM, ReviewRequestForm, reviewFieldId, type ReviewFormValues, type ReviewRequestFormProps } from './ReviewRequestForm.tsx';
export { SearchForm } from './SearchForm.tsx';
export { Cell, Table, type Column } from './Table.tsx';
export { DateInput } from './forms/DateInput.tsx';
export { FieldError, FieldFrame, Hint, OptionalMark, describedBy } from './forms/FieldParts.tsx';
export { Fieldset, fieldsetIds } from './forms/Fieldset.tsx';
export { RadioGroup, type RadioOption } from './forms/RadioGroup.tsx';
export { Select } from './forms/Select.tsx';
export { TextArea } from './forms/TextArea.tsx';
export { TextField } from './forms/TextField.tsx';
export { checkDate, splitDate } from './forms/date-input.ts';
export { formMessages, uiMessages } from '@servicestandard/messages/ui';
