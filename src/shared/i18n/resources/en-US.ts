/**
 * English exists only for a few navigation labels (spec 01 §1); everything
 * else falls back to Dutch.
 */
export const enUS = {
  shell: {
    logout: 'Log out',
    mainNavigation: 'Main menu',
    languageSwitch: 'Menu language',
  },
  routes: {
    root: 'Overview',
    home: 'Overview',
    logout: 'Log out',
    'member-offers': 'Member offers',
    'policy-overview': 'Policy overview',
    'bills-and-payments': 'Bills and payments',
    'payment-arrangement': 'Payment arrangement',
    'edit-policy': 'Edit policy',
    'message-box': 'Messages',
    'add-insured': 'Add insured person',
    'insurance-card': 'Insurance card and EHIC',
    'reimbursement-documents': 'Reimbursement documents',
    'personal-info': 'Personal details',
    'payment-details': 'Payment details',
    'contact-form': 'Contact form',
    contact: 'Contact',
    'healthcare-costs': 'My healthcare costs',
    'my-requests': 'My requests',
    coverage: 'What is covered?',
    'submit-healthcare-costs': 'Submit healthcare costs',
    settings: 'Settings',
    'insurance-right': 'Insurance right',
  },
} as const;
