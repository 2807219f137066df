export const defaultLabels = {
  manage: 'Manage',
  accept: 'Accept',
  savePreferences: 'Save Preferences',
  allowAll: 'Allow All',
  necessary: 'Necessary',
  necessaryDescription: 'Keep you signed in and your payments secure. Always on.',
  alwaysOn: 'Always on',
  analytics: 'Analytics',
  analyticsDescription: 'Help us understand how Yo is used so we can improve it.',
  preferencesTitle: 'Cookie preferences',
};
