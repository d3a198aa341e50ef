/**
 * The shopping list's text. 'Please enter a list name.' is the spec's exact wording (storefront spec section
 * 5, List name); the spec gives no other wording here, so the rest is ours. A host overrides any key with
 * `StorefrontWidgetsConfig.messages['shopping-list']`.
 */
import { messagesFor } from '../../src/config';

export const SHOPPING_LIST_MESSAGES = {
  createTitle: 'Create a New List',
  nameLabel: 'List Name',
  nameHint: 'Up to 80 characters. Symbols such as < > & " [ ] are left out.',
  missingName: 'Please enter a list name.',
  privacy: 'Who can see this list?',
  private: 'Private',
  privateHint: 'only you',
  public: 'Public',
  publicHint: 'anyone with the link',
  submit: 'Create List',
  sending: 'Creating your list…',
  created: 'Your list "{name}" was created.',
  unavailable: 'We could not create your list right now. Please try again.',
  timeout: 'Creating your list took too long. Please try again.',
  listsTitle: 'Your Lists',
  listsLoading: 'Loading your lists…',
  listsError: 'We could not load your lists. Please try again later.',
  noLists: 'You have no lists yet.',
  registry: 'Registry',
  signInText: 'Please sign in to create and see your shopping lists.',
  signIn: 'Sign In',
  loading: 'Loading…',
  // Add to a list or registry (opened by name as 'add-to-list').
  addTitle: 'Add to List or Registry',
  chooseList: 'Choose a list',
  newList: 'Create a new list',
  addSubmit: 'Add',
  addFailed: 'We could not add this item to your list. Please try again.',
  addTimeout: 'Adding this item to your list took too long. Please try again.',
  addedTitle: 'Added to List',
  added: 'Added to {list}.',
  viewLists: 'View My Lists',
  close: 'Close',
};

export type ShoppingListMessages = typeof SHOPPING_LIST_MESSAGES;

/** The text with the host's overrides applied. */
export const shoppingListMessages = (): ShoppingListMessages => messagesFor('shopping-list', SHOPPING_LIST_MESSAGES);
