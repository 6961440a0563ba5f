export {
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
} from './NotificationSettingsForm';
