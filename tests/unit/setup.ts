// Unit tests run with the English catalog active, as the app does at boot.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { messages } from '../../locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages });
