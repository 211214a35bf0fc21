/** The parameters of a Firebase action link (Firebase adds apiKey and lang, which are not needed). */
export interface ActionConfirmationSearch {
  mode?: string;
  oobCode?: string;
  continueUrl?: string;
}
