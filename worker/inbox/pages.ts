export {
  DASHBOARD_PATH,
  INBOX_PATH,
  layout,
  leadPath,
  problemPage,
  refusedPage,
} from './views/layout';
export { listPage } from './views/list';
export { leadPage } from './views/lead';
export { deliveryState } from './views/delivery';
export { erasePage } from './views/erase';
export { dashboardPage } from './views/dashboard';
export type { ChartData } from './views/chart-data';
