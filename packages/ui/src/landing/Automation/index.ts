export { Automation, automationPoints, type AutomationProps } from './Automation';
