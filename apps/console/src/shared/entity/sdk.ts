/** What the shared entity pages take from @port/sdk: the description types, the rules and the formatters. */
export {
  applyModifiers,
  displayText,
  formatDate,
  formatDateTime,
  formatThousands,
  formatWireDateTime,
  portTime,
  isBlank,
  type Modifier,
  type RuleIssue,
} from '@port/sdk';
export {
  editableIn,
  rangeParamsOf,
  transitionsFrom,
  type EntityDescription,
  type FieldSpec,
  type FilterMatch,
  type TransitionSpec,
  type StateSpec,
  type StateColor,
  type StatusFlow,
} from '@port/sdk/domain';
