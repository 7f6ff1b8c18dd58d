// The forms primitives of @site/ui; each lives in its own PascalCase folder.
export {
  Checkbox,
  type CheckboxCheckedState,
  type CheckboxProps,
  type CheckboxSize,
  checkboxSizes,
} from './Checkbox/Checkbox';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
  iconButtonSizes,
  iconButtonVariants,
} from './IconButton/IconButton';
export {
  isInternalHref,
  Link,
  type LinkProps,
  type LinkTone,
  type LinkUnderline,
  linkTones,
  linkUnderlines,
} from './Link/Link';
export {
  RadioGroup,
  type RadioGroupOption,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioGroupSize,
  radioGroupOrientations,
  radioGroupSizes,
} from './RadioGroup/RadioGroup';
export {
  Select,
  type SelectOption,
  type SelectProps,
  type SelectSize,
  selectSizes,
} from './Select/Select';
export { Switch, type SwitchProps, type SwitchSize, switchSizes } from './Switch/Switch';
export {
  Tabs,
  type TabsActivationMode,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsSize,
  type TabsTriggerProps,
  type TabsVariant,
  tabsActivationModes,
  tabsSizes,
  tabsVariants,
} from './Tabs/Tabs';
export {
  COUNTER_ANNOUNCE_DELAY_MS,
  TextArea,
  type TextAreaProps,
  type TextAreaSize,
  textAreaSizes,
} from './TextArea/TextArea';
export {
  TextField,
  type TextFieldProps,
  type TextFieldSize,
  type TextFieldType,
  textFieldSizes,
  textFieldTypes,
} from './TextField/TextField';
